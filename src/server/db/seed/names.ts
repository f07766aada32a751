// Given and family names drawn from the many communities US patients and clinicians come from.
// biome-ignore format: word lists
export const FIRST_NAMES_FEMALE = [
  'Aaliyah', 'Abigail', 'Adriana', 'Aisha', 'Alejandra', 'Alexandra', 'Amara', 'Amelia', 'Ana', 'Anjali',
  'Ava', 'Beatriz', 'Bianca', 'Camila', 'Caroline', 'Catherine', 'Chloe', 'Claire', 'Daniela', 'Deepa',
  'Diana', 'Elena', 'Elizabeth', 'Emily', 'Emma', 'Esther', 'Fatima', 'Gabriela', 'Grace', 'Hana', 'Hannah',
  'Imani', 'Ingrid', 'Isabel', 'Jasmine', 'Jennifer', 'Jessica', 'Julia', 'Kavya', 'Keisha', 'Laila', 'Laura',
  'Leah', 'Lena', 'Lucia', 'Maya', 'Mei', 'Meera', 'Megan', 'Mia', 'Michelle', 'Naomi', 'Natalia', 'Nia',
  'Nicole', 'Nina', 'Olivia', 'Priya', 'Rachel', 'Rebecca', 'Rosa', 'Sakura', 'Samantha', 'Sara', 'Sarah',
  'Sofia', 'Sophie', 'Tamara', 'Valentina', 'Victoria', 'Yara', 'Yuki', 'Zoe',
];

// biome-ignore format: word lists
export const FIRST_NAMES_MALE = [
  'Aaron', 'Adam', 'Ahmed', 'Alejandro', 'Andre', 'Andrew', 'Anthony', 'Arjun', 'Benjamin', 'Brian', 'Carlos',
  'Christopher', 'Daniel', 'David', 'Diego', 'Eduardo', 'Elijah', 'Ethan', 'Felipe', 'Gabriel', 'Hassan',
  'Henry', 'Hiroshi', 'Ibrahim', 'Isaac', 'James', 'Jamal', 'Javier', 'Jin', 'Jonathan', 'Jorge', 'Joseph',
  'Julian', 'Kenji', 'Kevin', 'Kwame', 'Luis', 'Marcus', 'Mark', 'Matthew', 'Michael', 'Miguel', 'Mohammed',
  'Nathan', 'Nikhil', 'Omar', 'Oscar', 'Patrick', 'Paul', 'Rafael', 'Rahul', 'Ricardo', 'Robert', 'Ryan',
  'Samuel', 'Sanjay', 'Sean', 'Stephen', 'Thomas', 'Tyrone', 'Victor', 'Vikram', 'William', 'Wei', 'Yusuf',
];

// biome-ignore format: word lists
export const LAST_NAMES = [
  'Adams', 'Adeyemi', 'Agarwal', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Banerjee', 'Bennett',
  'Brooks', 'Brown', 'Campbell', 'Castillo', 'Chan', 'Chang', 'Chen', 'Cho', 'Clark', 'Cohen', 'Collins',
  'Cruz', 'Das', 'Davis', 'Diaz', 'Dubois', 'Edwards', 'Evans', 'Fernandez', 'Fischer', 'Flores', 'Foster',
  'Friedman', 'Garcia', 'Goldberg', 'Gomez', 'Gonzalez', 'Gupta', 'Hall', 'Harris', 'Hassan', 'Hayes',
  'Hernandez', 'Hill', 'Huang', 'Hughes', 'Ibrahim', 'Ito', 'Jackson', 'Jain', 'James', 'Jimenez', 'Johnson',
  'Jones', 'Kapoor', 'Katz', 'Khan', 'Kim', 'King', 'Kowalski', 'Kumar', 'Lee', 'Levy', 'Lewis', 'Li', 'Lin',
  'Liu', 'Lopez', 'Martin', 'Martinez', 'Mehta', 'Mendoza', 'Miller', 'Mitchell', 'Moore', 'Morales', 'Morgan',
  'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Nwosu', "O'Brien", 'Okafor', 'Okonkwo', 'Ortiz', 'Owusu', 'Park',
  'Patel', 'Perez', 'Peterson', 'Phillips', 'Ramirez', 'Ramos', 'Reddy', 'Reed', 'Reyes', 'Rivera', 'Roberts',
  'Robinson', 'Rodriguez', 'Rossi', 'Russo', 'Sanchez', 'Santos', 'Schmidt', 'Shah', 'Shapiro', 'Sharma',
  'Silva', 'Singh', 'Smith', 'Sullivan', 'Suzuki', 'Tanaka', 'Taylor', 'Thomas', 'Thompson', 'Torres', 'Tran',
  'Turner', 'Vargas', 'Walker', 'Wang', 'Washington', 'Watson', 'White', 'Williams', 'Wilson', 'Wong',
  'Wright', 'Wu', 'Yamamoto', 'Yang', 'Young', 'Zhang',
];

/** Languages besides English, weighted roughly by how often US clinics offer them. */
export const EXTRA_LANGUAGES: { name: string; weight: number }[] = [
  { name: 'Spanish', weight: 40 },
  { name: 'Chinese', weight: 8 },
  { name: 'Vietnamese', weight: 5 },
  { name: 'Tagalog', weight: 5 },
  { name: 'Korean', weight: 4 },
  { name: 'Arabic', weight: 4 },
  { name: 'Hindi', weight: 4 },
  { name: 'Russian', weight: 4 },
  { name: 'Portuguese', weight: 4 },
  { name: 'French', weight: 4 },
  { name: 'Persian', weight: 3 },
  { name: 'Japanese', weight: 2 },
  { name: 'Haitian Creole', weight: 3 },
  { name: 'Polish', weight: 2 },
  { name: 'Italian', weight: 2 },
];

// biome-ignore format: word lists
export const STREET_NAMES = [
  'Main Street', 'Oak Avenue', 'Park Avenue', 'Maple Drive', 'Medical Center Drive', 'Wellness Way',
  'Elm Street', 'Washington Boulevard', 'Lake Shore Drive', 'Highland Avenue', 'Cedar Lane', 'Broadway',
  'Commerce Street', 'Pine Street', 'Riverside Drive', 'Sunset Boulevard', 'Professional Parkway',
  'Hospital Drive', 'Market Street', 'Center Street', 'Lincoln Avenue', 'Jefferson Street', 'Madison Avenue',
  'Church Street', 'Harbor Boulevard',
];

// biome-ignore format: word lists
export const SUITES = [
  'Suite 100', 'Suite 120', 'Suite 200', 'Suite 210', 'Suite 300', 'Suite 350', 'Suite 400', 'Suite 505',
  'Floor 2', '',
];
